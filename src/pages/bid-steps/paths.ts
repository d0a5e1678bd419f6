/** The address of a project's bid-opening step (spec 000 §2 /bidStep/<step>). */
export const bidStepPath = (step: string, xmId: string) => `/bidStep/${step}?xmId=${encodeURIComponent(xmId)}`;
