// rspack loader for build-remote-variant.mjs: replaces a quoted text in the remote's sources.
module.exports = function replaceTextLoader(source) {
  const { from, to } = this.getOptions();
  return source.split(`'${from}'`).join(`'${to}'`);
};
