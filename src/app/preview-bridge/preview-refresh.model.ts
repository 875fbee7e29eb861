import { sample } from 'effector';
import { site } from '@/api/calls/site';
import { request } from '@/api/client';
import { createRequestFx } from '@/models/request/request.model';
import { siteDataReplaced } from '@/models/site/site.model';

/**
 * get-data fetched again for the preview studio, through the storefront's own client (branch, token and
 * headers apply), as its own effect: the site's fetch effect would show the refresh bar while it runs.
 * Lives in the bridge's lazy chunk, so shoppers never load it.
 */
export const previewRefreshFx = createRequestFx((context) => request(context, site.data));

// When the quiet refetch answers, put its data on screen.
sample({ clock: previewRefreshFx.doneData, target: siteDataReplaced });
