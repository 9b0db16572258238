type Log = (text: string) => void;
type Started = { port: number; url: string; stop(): Promise<void> };

export const root: string;
export function freePort(): Promise<number>;
export function startApi(options?: { databaseUrl?: string; env?: Record<string, string>; log?: Log }): Promise<Started>;
export function startBff(options: { apiUrl: string; env?: Record<string, string>; log?: Log }): Promise<Started>;
export function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
