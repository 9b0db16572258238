import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CurrentUser_MeDocument, type CurrentUser_FieldsFragment } from '../generated/graphql';

export type CurrentUser = CurrentUser_FieldsFragment;
export type CurrentUserState = { user: CurrentUser | null; loading: boolean };

const CurrentUserContext = createContext<CurrentUserState>({ user: null, loading: true });

// Loads `me` once for the whole app; sign-in writes the new user into the same cache entry.
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(CurrentUser_MeDocument, { fetchPolicy: 'cache-first' });
  const user = data?.me ?? null;
  const value = useMemo(() => ({ user, loading: loading && !data }), [user, loading, data]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}

// Admin and User are firm staff (spec part 1 section 6).
export function isStaff(user: CurrentUser | null): boolean {
  return user?.profileType === 'ADMIN' || user?.profileType === 'USER';
}

/** The admin profile type: the top access level (Contact Activity, merges, exports of search). */
export function isAdmin(user: CurrentUser | null): boolean {
  return user?.profileType === 'ADMIN';
}
