/** The documentation article's feedback flow; placed by the docs pages with the article's pageCode, name and url. */
export { default as DocFeedback, type DocFeedbackProps } from './DocFeedback';
