import { startApi, startBff } from '../../scripts/stack.mjs';
import { benchBoard } from './board.js';
import { benchBoardBrowser } from './board-browser.js';
const api = await startApi();
const bff = await startBff({ apiUrl: api.url, env: { WEB_DIST: '/tmp/lead/dist' } });
try {
  const board = await benchBoard(api.url);
  for (const f of board.figures) console.log(f.join(' | '));
  for (const f of await benchBoardBrowser(bff.url, board.project, 1)) console.log(f.join(' | '));
} finally { await bff.stop(); await api.stop(); }
