import { PracticeAreas } from '../../../schemas/config-calls';
import { NoFields } from '../../../schemas/session';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { practiceAreas } from '../../individual/practice-area';

/** POST /ks/individual/practice-area (spec 000 §7): the caller's own practice areas and their status. */
export default function practiceAreaRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/individual/practice-area',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '当前用户的执业地区及执业状态（未知、异常、正常）', body: NoFields, response: responses(PracticeAreas) } },
    async (request) => ok(await practiceAreas(ctx.db, caller(request).id)),
  );
}
