/** The one way a use case learns the time: `now` in its deps, which a test fixes (`now: () => fixed`). */
interface Clock {
  now?: () => Date;
}

/**
 * Now, by the deps' clock, or the real one when they give none (composition leaves it out). A use case reads it once
 * per decision and hands it down: domain rules, steps and views take the time as an argument, and read no clock.
 */
export const nowOf = (deps: Clock): Date => deps.now?.() ?? new Date();
