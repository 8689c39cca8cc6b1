/** The build variables the app reads (README "Pointing the UI at another API"). */
interface ImportMetaEnv {
  /** The API base baked into the build ('https://api.example.com/api'); default '/api'. */
  readonly VITE_API_BASE?: string;
}
