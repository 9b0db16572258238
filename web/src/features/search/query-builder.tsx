import type { SearchType } from '@ft8/contract/search-fields';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { QueryRowEditor } from './query-row';
import type { SearchLookups } from './search-lookups';
import {
  canDeleteSubRow,
  emptyRow,
  removeRow,
  removeSubRow,
  rowTypesOf,
  withAddedCapitalProviderRow,
  withSubRows,
  type QueryRow,
} from './search-rows';

type QueryBuilderProps = {
  searchType: SearchType;
  rows: QueryRow[];
  onChange: (rows: QueryRow[]) => void;
  lookups: SearchLookups;
};

/** The query rows and their sub-rows (spec part 2 "Search rows"); every change applies the sub-row rules. */
export function QueryBuilder({ searchType, rows, onChange, lookups }: QueryBuilderProps) {
  const replace = (key: string, next: QueryRow) =>
    onChange(rows.map((row) => (row.key === key ? withSubRows(next, lookups.facts) : row)));
  const onlyType = rowTypesOf(searchType).length === 1 ? rowTypesOf(searchType)[0]! : '';

  return (
    <Stack spacing={1.5}>
      {rows.map((row, index) => {
        const name = `row ${index + 1}`;
        return (
          <Box key={row.key}>
            <QueryRowEditor
              searchType={searchType}
              row={row}
              name={name}
              lookups={lookups}
              onChange={(next) => replace(row.key, next)}
              onDelete={() => onChange(removeRow(rows, row.key))}
            />
            {row.subRows.length > 0 && (
              <Stack spacing={1} sx={{ mt: 1, ml: 4, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
                {row.subRows.map((sub, subIndex) => (
                  <QueryRowEditor
                    key={sub.key}
                    searchType={searchType}
                    row={sub}
                    name={`${name}, sub-row ${subIndex + 1}`}
                    lookups={lookups}
                    onChange={(next) =>
                      replace(row.key, {
                        ...row,
                        subRows: row.subRows.map((candidate) => (candidate.key === sub.key ? next : candidate)),
                      })
                    }
                    onDelete={canDeleteSubRow(sub) ? () => replace(row.key, removeSubRow(row, sub.key)) : undefined}
                    onAddSibling={
                      sub.subRowKind === 'capitalProvider' &&
                      sub.key ===
                        row.subRows.filter((candidate) => candidate.subRowKind === 'capitalProvider').at(-1)?.key
                        ? () => replace(row.key, withAddedCapitalProviderRow(row))
                        : undefined
                    }
                  />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyRow(onlyType)])}>
          Add row
        </Button>
      </Box>
    </Stack>
  );
}
