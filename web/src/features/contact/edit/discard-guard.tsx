import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { DiscardChangesDialog } from './dialogs';

// Moving between the add and edit routes (a create landing on its new contact) asks nothing (spec part 1 section 2).
const FORM_ROUTE = /^\/contacts\/(new|\d+)\/?$/;

function BlockingGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(FORM_ROUTE.test(nextLocation.pathname) && currentLocation.pathname.endsWith('/new')),
  );
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onYes={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Asks 'Are you sure you want to discard your changes?' before leaving the page while `dirty`. Blocking needs the
 * app's data router; under a plain router (component tests) there is nothing to guard.
 */
export function DiscardGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockingGuard dirty={dirty} /> : null;
}
