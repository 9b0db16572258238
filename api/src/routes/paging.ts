// The links moved to the shared list kit (lib/paging.ts) with the rest of paging; this path stays for code written
// against it.
export { pageLinks } from '../lib/paging.js';
