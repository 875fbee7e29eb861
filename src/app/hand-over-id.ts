/** The id of a server-rendered page's `<script type="application/json">` holding what its render was made from. */
export const HAND_OVER_ID = 'page-data';
