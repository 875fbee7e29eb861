/** Being built (issue 16): replaced by the real screen. */
export default function SearchScreen() {
  return <section className="screen" data-testid="SearchScreen" />;
}
