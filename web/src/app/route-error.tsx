import Box from '@mui/material/Box';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RetryAlert } from '../components/retry-alert';

/**
 * What a page shows when its code or its route fails (the server unreachable while its chunk loads, or a deploy that
 * replaced the chunks an open tab knows): why, and Reload, inside the app's frame, instead of the router's developer
 * page. Reload loads the page afresh, with the code the server has now.
 */
export function RouteError() {
  const error = useRouteError();
  const why = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box sx={{ p: 3 }}>
      <RetryAlert message={`This page could not be loaded: ${why}`} onRetry={() => window.location.reload()} />
    </Box>
  );
}
