/**
 * The language level the shell's built code may use, as Vite's `build.target` names it.
 * vite.config.ts builds for it, the inline-script minifier follows the build's target, and the
 * tests of what the build ships read it from here.
 */
export const browserTarget = 'es2022'
