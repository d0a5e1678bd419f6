export { QualificationPicker, filterParam, type QualificationPickerProps } from './QualificationPicker';
export { QUALIFICATION_RULES } from './QualificationHelp';
