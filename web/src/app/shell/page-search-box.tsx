import { useEffect, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_SEARCH_DEBOUNCE_MS, usePageSearchBox } from '../../lib/page-search';

/**
 * The 'Page Search' box: typing updates `?search=` after 700 ms. It stays editable while the page loads (a spinner
 * shows it): disabling it would blur it and drop what is typed meanwhile; the page's newer query replaces the old.
 */
export function PageSearchBox() {
  const { search, loading, setSearch } = usePageSearchBox();
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // The URL wins when it changes from elsewhere (back button, a link with ?search=), not when it catches up with
  // our own write: that one is trimmed, and taking it back would eat a space just typed, or what was typed since.
  const [lastUrlSearch, setLastUrlSearch] = useState(search);
  const [written, setWritten] = useState<string | null>(null);
  if (search !== lastUrlSearch) {
    setLastUrlSearch(search);
    if (search !== written) setText(search);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    const next = value.trim();
    setWritten(next);
    setSearch(next);
  };

  const handleChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), PAGE_SEARCH_DEBOUNCE_MS);
  };

  const handleClear = () => {
    clearTimeout(timer.current);
    setText('');
    commit('');
    inputRef.current?.focus();
  };

  return (
    <TextField
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      placeholder="Page Search"
      fullWidth={false}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { 'aria-label': 'Page Search', 'aria-busy': loading },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 0.5 }}>
              {loading && <CircularProgress size={16} color="inherit" aria-label="Searching" />}
              {text && (
                <IconButton size="small" color="inherit" aria-label="Clear search" onClick={handleClear} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
      sx={{
        width: 260,
        '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.12)', color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
        '& .MuiInputAdornment-root, & input::placeholder': { color: 'rgba(255,255,255,0.8)', opacity: 1 },
      }}
    />
  );
}
