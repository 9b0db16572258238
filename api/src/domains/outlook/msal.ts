import {
  ConfidentialClientApplication,
  InteractionRequiredAuthError,
  ServerError,
  type AccountInfo,
  type ICachePlugin,
} from '@azure/msal-node';
import type { Dispatcher } from 'undici';
import type { MicrosoftConfig } from '../../config.js';
import { msalNetwork } from './http.js';
import type { OutlookRepository } from './repository.js';
import { seal, signState, unseal, verifyState } from './seal.js';

/** What the app asks of the account: its mail (read, write, send) and a refresh token to keep doing so. */
export const SCOPES = ['offline_access', 'User.Read', 'Mail.ReadWrite', 'Mail.Send'];

/** The account must sign in again (refresh token expired or revoked): the status shows Expired. */
export class OutlookExpiredError extends Error {
  constructor(personId: number, cause?: unknown) {
    super(`Outlook credentials of person ${personId} need a new sign-in`, { cause });
  }
}

type SignInState = { person: number; returnTo: string };

/**
 * The authorization-code flow with `@azure/msal-node`. Each account's MSAL token cache (its refresh token) lives in
 * `outlook_credential.token_cache`, sealed with MS_TOKEN_KEY; MSAL reads and writes it through a cache plugin.
 * The authority's metadata is given, not discovered, so sign-in works against any host (a test double included).
 */
export function createMsal(config: MicrosoftConfig, store: OutlookRepository, dispatcher: Dispatcher) {
  const host = new URL(config.authorityHost).host;
  const authority = `${config.authorityHost}/${config.tenantId}`;
  const endpoints = `${authority}/oauth2/v2.0`;
  const networkClient = msalNetwork(dispatcher);

  const cachePlugin = (personId: number): ICachePlugin => ({
    async beforeCacheAccess(context) {
      const row = await store.tokenCache(personId);
      if (row?.token_cache) context.tokenCache.deserialize(unseal(config.tokenKey, row.token_cache));
    },
    async afterCacheAccess(context) {
      if (context.cacheHasChanged)
        await store.saveTokenCache(personId, seal(config.tokenKey, context.tokenCache.serialize()));
    },
  });

  const client = (personId?: number) =>
    new ConfidentialClientApplication({
      auth: {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authority,
        knownAuthorities: [host],
        authorityMetadata: JSON.stringify({
          authorization_endpoint: `${endpoints}/authorize`,
          token_endpoint: `${endpoints}/token`,
          end_session_endpoint: `${endpoints}/logout`,
          issuer: `${authority}/v2.0`,
          jwks_uri: `${authority}/discovery/v2.0/keys`,
        }),
        cloudDiscoveryMetadata: JSON.stringify({
          tenant_discovery_endpoint: `${authority}/v2.0/.well-known/openid-configuration`,
          'api-version': '1.1',
          metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
        }),
      },
      ...(personId !== undefined && { cache: { cachePlugin: cachePlugin(personId) } }),
      system: { networkClient },
    });

  // The app's own token (client credentials, for the application mailbox): one client, MSAL's memory cache keeps it.
  const appClient = client();
  const appScopes = [`${new URL(config.graphUrl).origin}/.default`];

  return {
    /** An app-only Graph access token (client credentials), cached by MSAL until it nears expiry. */
    async appToken(forceRefresh = false): Promise<string> {
      const result = await appClient.acquireTokenByClientCredential({ scopes: appScopes, skipCache: forceRefresh });
      if (!result) throw new Error('Microsoft returned no app token');
      return result.accessToken;
    },

    /** Microsoft's sign-in page for this person; `returnTo` (a local path) is where the app goes afterwards. */
    authUrl(personId: number, returnTo: string): Promise<string> {
      return client().getAuthCodeUrl({
        scopes: SCOPES,
        redirectUri: config.redirectUri,
        state: signState(config.tokenKey, { person: personId, returnTo } satisfies SignInState),
        prompt: 'select_account',
      });
    },

    /** The signed state's person and return path, or null when it is forged or stale. */
    readState(state: string): SignInState | null {
      return verifyState<SignInState>(config.tokenKey, state);
    },

    /** Redeems the code Microsoft returned: the tokens land in the person's sealed cache. */
    async redeem(personId: number, code: string): Promise<AccountInfo> {
      const result = await client(personId).acquireTokenByCode({
        code,
        scopes: SCOPES,
        redirectUri: config.redirectUri,
      });
      if (!result.account) throw new Error('Microsoft returned no account');
      await store.connected(personId, result.account.homeAccountId);
      return result.account;
    },

    /**
     * A Graph access token for the person: the cached one while valid, else a new one from the refresh token.
     * A refused refresh marks the credentials inactive and throws OutlookExpiredError.
     */
    async accessToken(personId: number, forceRefresh = false): Promise<string> {
      const app = client(personId);
      const row = await store.tokenCache(personId);
      const account = row?.account_id ? await app.getTokenCache().getAccountByHomeId(row.account_id) : null;
      if (!account) throw new OutlookExpiredError(personId);
      try {
        return (await app.acquireTokenSilent({ account, scopes: SCOPES, forceRefresh })).accessToken;
      } catch (error) {
        // An expired or revoked refresh token: AAD answers invalid_grant (suberror bad_token).
        if (
          error instanceof InteractionRequiredAuthError ||
          (error instanceof ServerError && error.errorCode === 'invalid_grant')
        ) {
          await store.setCredentialsActive(personId, false);
          throw new OutlookExpiredError(personId, error);
        }
        throw error;
      }
    },
  };
}

export type Msal = ReturnType<typeof createMsal>;
