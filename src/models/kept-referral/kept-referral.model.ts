import { createEffect } from 'effector';
import { forgetKeptReferral, keepReferral, type KeptReferral } from './kept-referral.lib';

/*
 * The referral kept on this device as effects, for models: the referral landing keeps one (`keepReferralFx`), a
 * registration forgets it (auth.model.ts). The register screen reads it once as it opens (`readKeptReferral`).
 */

export const keepReferralFx = createEffect((referral: Pick<KeptReferral, 'code'> & { referrerName?: string | null }) => keepReferral(referral));
export const forgetReferralFx = createEffect(() => forgetKeptReferral());
