import { createTheme } from '@mui/material/styles';

// Spec part 2 section 9: progress is red below 33 %, yellow from 33 to 66 %, green above. MUI has no yellow, and its
// warning here is the orange of a task due within 24 hours.
declare module '@mui/material/styles' {
  interface Palette {
    caution: Palette['primary'];
  }
  interface PaletteOptions {
    caution?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/LinearProgress' {
  interface LinearProgressPropsColorOverrides {
    caution: true;
  }
}

// Navy for structure, teal for actions: a calm, professional look for a finance firm.
export const theme = createTheme({
  palette: {
    primary: { main: '#0f2a4a', light: '#2c4a70', dark: '#081a30', contrastText: '#ffffff' },
    // Teal dark enough for small text on white and on the page grey (WCAG AA 4.5:1; #14877c gave 4.4).
    secondary: { main: '#117a70', light: '#2bb5a8', dark: '#0c5f57', contrastText: '#ffffff' },
    // Dark text on the orange (due within 24 hours): white on #ed6c02 is 3.0:1, under WCAG AA's 4.5:1 for small text.
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
    caution: { main: '#f2c200', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#5b6675' },
    divider: '#e3e7ed',
  },
  typography: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // The required asterisk is drawn by CSS, not written into the label: a label's text stays exactly the spec's
    // field name, which is what screen readers announce and what `getByLabel('Password', { exact: true })` finds.
    MuiInputLabel: { defaultProps: { required: false } },
    MuiFormControl: {
      styleOverrides: {
        // By class: a select's label is a div, not a label element.
        root: { '&:has(input:required, textarea:required) > .MuiInputLabel-root::after': { content: '"\\2009*"' } },
      },
    },
  },
});
