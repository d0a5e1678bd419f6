import { definePageView } from '../define';
import { ListPage, type ListPageProps } from '../list/ListPage';

const CardsPage = (props: ListPageProps) => <ListPage {...props} records="cards" />;

/** A card list: the records as cards, more loaded at the end of the list. */
export default definePageView({ kind: 'card', opens: 'list', Page: CardsPage });
