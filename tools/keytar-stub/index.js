'use strict';
// Stand-in for the native `keytar` module (OS credential vault). The add-in never stores credentials;
// keytar only arrives through office-addin-debugging -> office-addin-dev-settings ->
// @microsoft/m365agentstoolkit-cli, for Microsoft 365 sign-in with the unified manifest, which this
// project does not use (it ships an XML manifest). Building the real module needs libsecret headers
// on Linux, so the package.json "overrides" replace it with this file. Every call fails clearly.
function unavailable() {
  return Promise.reject(new Error('keytar não está disponível neste projeto (substituído por tools/keytar-stub).'));
}
module.exports = {
  getPassword: unavailable,
  setPassword: unavailable,
  deletePassword: unavailable,
  findPassword: unavailable,
  findCredentials: unavailable,
};
