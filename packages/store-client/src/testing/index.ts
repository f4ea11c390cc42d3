/**
 * Store URLs no store call may reach (issue 21 item 4): the hosts and the same kinds of
 * address written other ways (non-canonical IPv4, IPv6, IPv4-mapped IPv6). For tests here, in
 * the services that save sites, and the security fuzz test. None of them is ever connected to:
 * each is refused before a socket opens.
 */
export const PRIVATE_STORE_URLS = [
  'https://169.254.169.254',
  'https://10.0.0.1',
  'https://192.168.1.1:8443',
  'https://127.0.0.1:22',
  'https://0x7f.1:4003',
  'https://0.0.0.0:4000',
  'https://2130706433',
  'https://017700000001',
  'https://0177.0.0.1',
  'https://172.16.0.1',
  'https://100.64.0.1',
  'https://[::1]:4000',
  'https://[::]',
  'https://[fe80::1]',
  'https://[fd00::1]',
  'https://[::ffff:127.0.0.1]',
  'https://[::ffff:a9fe:a9fe]',
  'https://[::ffff:10.0.0.1]',
] as const;
