// A stylesheet imported for its effect: the bundler adds its rules to the page and resolves the
// import with nothing to use.
declare module '*.css' {}
