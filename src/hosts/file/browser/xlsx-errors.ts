/** A workbook whose content cannot be read as it declares (the message is Portuguese, for the user). */
export class XlsxContentError extends Error {}
