import manifest from '../package.json' with { type: 'json' };

/** The server's release, as its package states it. */
export const SERVER_VERSION: string = manifest.version;
