// Template variables (spec part 2 section 5, Email): `{{first_name}}`-style placeholders filled per recipient at
// sending. Values come from contacts and projects, so they are HTML-escaped in the body; unknown names stay as typed.

const placeholder = /\{\{\s*([a-z_]+)\s*\}\}/g;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/** Fills the placeholders of an HTML body (values escaped) or of a subject (plain text, as is). */
export function fillVariables(text: string, values: Record<string, string>, as: 'html' | 'text'): string {
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? (as === 'html' ? escapeHtml(values[name]!) : values[name]!) : whole,
  );
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 2 });

/** The project variables: its name and the capital it needs in pounds (empty without a project). */
export function projectVariables(project: { name: string; capital_required: string | number } | undefined) {
  return {
    project_name: project?.name ?? '',
    capital_required: project ? gbp.format(Number(project.capital_required)).replace(/\.00$/, '') : '',
  };
}

/** Names of several contacts as one phrase: "Ann, Bob and Dan". */
export function joinNames(names: string[]): string {
  const kept = names.filter((name) => name.trim() !== '');
  return kept.length <= 1 ? (kept[0] ?? '') : `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}`;
}
