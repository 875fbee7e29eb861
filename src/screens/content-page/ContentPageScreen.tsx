/** Being built (issue 16): replaced by the real screen. */
export default function ContentPageScreen() {
  return <section className="screen" data-testid="ContentPageScreen" />;
}
