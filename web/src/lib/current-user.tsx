import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { CurrentUser_MeDocument, type CurrentUser_FieldsFragment } from '../generated/graphql';

export type CurrentUser = CurrentUser_FieldsFragment;
export type CurrentUserState = {
  user: CurrentUser | null;
  loading: boolean;
  /** A failure to read `me` other than 'not signed in' (a 500, the network): not a sign-out. */
  error?: ErrorLike;
  /** Reads `me` again (after `error`). */
  retry?: () => void;
};

const CurrentUserContext = createContext<CurrentUserState>({ user: null, loading: true });

/** Whether a failed read says nobody is signed in (a 401, UNAUTHENTICATED), as a null `me` does. */
export function isUnauthenticated(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some(
      (graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED' || graphQLError.extensions?.status === 401,
    );
  return ServerError.is(error) && error.statusCode === 401;
}

// Loads `me` once for the whole app; sign-in writes the new user into the same cache entry.
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, previousData, loading, error, refetch } = useQuery(CurrentUser_MeDocument, {
    fetchPolicy: 'cache-first',
  });
  // Only an unauthenticated answer signs the user out; after any other failure the user last read stays.
  const failure = error && !isUnauthenticated(error) ? error : undefined;
  const user = data?.me ?? (failure ? (previousData?.me ?? null) : null);
  const value = useMemo(
    () => ({ user, loading: loading && !data, error: failure, retry: () => void refetch().catch(() => undefined) }),
    [user, loading, data, failure, refetch],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}

// Admin and User are firm staff (spec part 1 section 6).
export function isStaff(user: CurrentUser | null): boolean {
  return user?.profileType === 'ADMIN' || user?.profileType === 'USER';
}

/** Not a guest: a guest's view of a project is the tasks assigned to them (spec part 1: a task-only dashboard). */
export function followsDeals(user: CurrentUser | null): boolean {
  return user !== null && user.profileType !== 'GUEST';
}

/** The admin profile type: the top access level (Contact Activity, merges, exports of search). */
export function isAdmin(user: CurrentUser | null): boolean {
  return user?.profileType === 'ADMIN';
}
