/** Firebase App Check: whether a request's token says it comes from the real web app. */
export interface AppCheckVerifier {
  /** True for a valid token of this project's app; false for anything else. */
  verify(token: string): Promise<boolean>;
}
