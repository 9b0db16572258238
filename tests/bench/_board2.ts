import { startApi, startBff } from '../../scripts/stack.mjs';
import { benchBoard } from './board.js';
import { benchBoardBrowser } from './board-browser.js';
const api = await startApi();
const board = await benchBoard(api.url);
try {
  for (const dist of ['/tmp/old-dist', '/tmp/lead/dist', '/tmp/old-dist', '/tmp/lead/dist']) {
    const bff = await startBff({ apiUrl: api.url, env: { WEB_DIST: dist } });
    try {
      const figs = await benchBoardBrowser(bff.url, board.project, 1);
      console.log(dist, figs.filter((f) => /first cards drawn/.test(f[0])).map((f) => f[1]).join(' ; '));
    } finally { await bff.stop(); }
  }
} finally { await api.stop(); }
