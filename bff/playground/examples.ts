// The product's own example operations: GraphiQL opens on these tabs instead of its stock welcome text. The ids are
// the demo data's (the first deal, Canary Wharf, is project 1); change them in the variables pane.

const board = `# A project's task board: its columns in order, each with its tasks in order.
# Sign in first (the web app's session cookie is sent along), or send
# {"Authorization": "Token <key>"} in the headers pane.
query ReadBoard($projectId: ID!) {
  board(projectId: $projectId) {
    id
    project { name members { fullName state } }
    columns {
      id
      name
      total
      approved
      tasks { id title position state dueDate assignees { fullName } }
    }
  }
}`;

const move = `# Moves a task to a column and a position (from 0). Everyone watching the board
# (the subscription tab, another browser) sees it within a second.
mutation MoveTask($input: MoveTaskInput!) {
  moveTask(input: $input) {
    task { id columnId position }
    userErrors { field message }
  }
}`;

const subscribe = `# Watch a board live: run this, then move a task in the web app or in the
# MoveTask tab; each change arrives here.
subscription WatchBoard($projectId: ID!) {
  boardChanged(projectId: $projectId) {
    kind
    sequence
    actor { fullName }
    task { id title columnId position }
    deletedTaskId
    columns { id name position hidden }
    board { columns { name tasks { id title position } } }
  }
}`;

const projects = `# Projects, 200 a page, with the list's filters (status ids from lookups.projectStatusTypes).
query Projects($search: String, $statusIds: [ID!], $after: String) {
  projects(search: $search, statusIds: $statusIds, after: $after, orderBy: [{ field: CLOSING_DATE, direction: ASC }]) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id name status { name } capitalRequired closingDate client { fullName } }
  }
}`;

const search = `# The advanced search: contacts by the query builder's grammar (\`[~]field[__op]=v1,v2\`,
# \`&\`-joined; the fields are in contract/src/search-fields.ts), with the contacts list's rows.
# A bad term comes back as BAD_USER_INPUT naming it. Then the saved searches. Staff only.
query Search($query: String!) {
  searchPeople(query: $query, first: 20, orderBy: [{ field: NAME }]) {
    totalCount
    nodes { id fullName company capitalProvider { maxLtv } }
  }
  savedSearches(first: 10) { nodes { id title type query owners { fullName } } }
}`;

const lenderMatches = `# Lender matching: the capital providers ranked by fit to a deal, fits first, then near misses
# (and, with includeFails, the rest), each with what it meets and what it misses by how much. Staff only.
query LenderMatches($projectId: ID!, $includeFails: Boolean, $after: String) {
  project(id: $projectId) {
    name
    lenderMatches(first: 20, after: $after, includeFails: $includeFails) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        person { id fullName }
        company
        score
        fits
        nearMiss
        met
        misses {
          criterion
          hard
          gap
          want { amount flag geographies { name } }
          have { amount flag geographies { name } }
        }
        relationState
      }
    }
  }
}`;

const outreach = `# Lender outreach in one step: adds the people picked from LenderMatches as the project's
# capital providers (state Contacted) and drafts your company email to them, in one transaction.
# Open the draft in the web app at /email/drafts/{draftId}. Staff only.
mutation StartLenderOutreach($input: StartLenderOutreachInput!) {
  startLenderOutreach(input: $input) {
    draftId
    addedProviderIds
    userErrors { field message }
  }
}`;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export const exampleTabs = [
  { query: board, variables: pretty({ projectId: '1' }) },
  { query: move, variables: pretty({ input: { id: '1', columnId: '2', position: 0 } }) },
  { query: subscribe, variables: pretty({ projectId: '1' }) },
  { query: projects, variables: pretty({ statusIds: ['1', '2'] }) },
  { query: search, variables: pretty({ query: 'is_debt=true&max_ltv__gt=60' }) },
  { query: lenderMatches, variables: pretty({ projectId: '1', includeFails: false }) },
  { query: outreach, variables: pretty({ input: { projectId: '1', personIds: ['2'] } }) },
];
