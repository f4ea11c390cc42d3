/** Where the e2e Woo store listens and the keys its wc-auth grants (fixed so specs can call it). */
export const E2E_WOO_STORE_PORT = Number(process.env.FAKE_WOO_STORE_PORT ?? 4810);
export const E2E_WOO_KEYS = { consumer_key: 'ck_e2e_fake_store_key', consumer_secret: 'cs_e2e_fake_store_secret' };
