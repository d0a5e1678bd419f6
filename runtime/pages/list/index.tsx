import { definePageView } from '../define';
import { ListPage, type ListPageProps } from './ListPage';

const TablePage = (props: ListPageProps) => <ListPage {...props} records="table" />;

/** A list: the records as a data table, page by page. */
export default definePageView({ kind: 'list', opens: 'list', Page: TablePage });
