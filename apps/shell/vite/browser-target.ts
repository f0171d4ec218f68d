/**
 * The browsers the shell's built code may rely on: ES2022, which every browser a player's phone
 * has run since 2021 understands. The build and the inline-script minifier read it from here, and
 * so do the tests of what the build ships.
 */
export const browserTarget = 'es2022'
