import { createEffect } from 'effector';
import { forgetKeptReferral, keepReferral, type KeptReferral } from './referral.lib';

/*
 * The referral kept on this device as effects, for models: issue 19's landing keeps one (`keepReferralFx`), a
 * registration forgets it (auth.model.ts). The register screen reads it once as it opens (`readKeptReferral`).
 */

export const keepReferralFx = createEffect((referral: Pick<KeptReferral, 'code'> & { referrerName?: string | null }) => keepReferral(referral));
export const forgetReferralFx = createEffect(() => forgetKeptReferral());
