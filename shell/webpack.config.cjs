// Module Federation host: remotes are registered at run time from /remotes.json.
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({ dirname: __dirname, name: 'shell', title: 'POD back office' });
