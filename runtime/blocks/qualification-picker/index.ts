export { QualificationPicker, filterParam, pickableLeaves, type QualificationPickerProps } from './QualificationPicker';
export { QUALIFICATION_RULES } from './QualificationHelp';
