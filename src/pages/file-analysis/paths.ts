/** Where 文件分析's pages are (spec 000 §2, the spec's spelling `deatil`). */
export const FILE_ANALYSIS_INDEX = '/fileAnalysis/index';
export const FILE_ANALYSIS_DETAIL = '/fileAnalysis/deatil';
export const detailPathOf = (recordId: string): string => `${FILE_ANALYSIS_DETAIL}?id=${encodeURIComponent(recordId)}`;
