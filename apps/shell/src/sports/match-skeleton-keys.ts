/**
 * The skeleton cards a loading match list shows, about what a phone shows above the fold and more;
 * the home page's placeholder for the match list shows as many.
 */
export const matchSkeletonKeys = ['a', 'b', 'c', 'd'] as const
