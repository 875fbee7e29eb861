/** Being built (issue 16): replaced by the real screen. */
export default function ProductScreen() {
  return <section className="screen" data-testid="ProductScreen" />;
}
