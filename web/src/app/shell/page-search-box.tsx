import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_SEARCH_DEBOUNCE_MS, usePageSearchBox } from '../../lib/page-search';

/** The 'Page Search' box: typing updates `?search=` after 700 ms; disabled while the page loads. */
export function PageSearchBox() {
  const { search, loading, setSearch } = usePageSearchBox();
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL wins when it changes from elsewhere (back button, a link with ?search=).
  const [lastUrlSearch, setLastUrlSearch] = useState(search);
  if (search !== lastUrlSearch) {
    setLastUrlSearch(search);
    setText(search);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(value.trim()), PAGE_SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      disabled={loading}
      placeholder="Page Search"
      fullWidth={false}
      slotProps={{
        htmlInput: { 'aria-label': 'Page Search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        width: 260,
        '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.12)', color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
        '& .MuiInputAdornment-root, & input::placeholder': { color: 'rgba(255,255,255,0.8)', opacity: 1 },
        '& .Mui-disabled': { opacity: 0.6 },
      }}
    />
  );
}
