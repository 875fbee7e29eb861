/** Being built (issue 16): replaced by the real screen. */
export default function ProductReviewsScreen() {
  return <section className="screen" data-testid="ProductReviewsScreen" />;
}
