/** Being built (issue 16): replaced by the real screen. */
export default function CategoryScreen() {
  return <section className="screen" data-testid="CategoryScreen" />;
}
