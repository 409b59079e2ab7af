import type { FastifyInstance } from 'fastify';
import { asBoards, type BoardPageDeps, orNotFoundPage, title } from './pages';
import type { SetsService } from './sets-service';
import { SET_DATA_ID, SET_ROOT_ID } from './ui/board-data';
import { ClientAssets } from './ui/ClientAssets';
import { CuratedSetsPage, SetPage } from './ui/SetPages';

/** The site's curated sets: public pages (spec section 2: /collaboration/curated-sets, /sets/{id}). */
export function registerSetPages(app: FastifyInstance, deps: BoardPageDeps, sets: SetsService) {
  app.get('/collaboration/curated-sets', async (request, reply) => {
    const list = await sets.list(request.site);
    return deps.render(request, reply, {
      name: 'curated-sets',
      title: title('boards.sets.title'),
      content: ({ page, t }) => (
        <>
          <ClientAssets files={deps.client} />
          <CuratedSetsPage page={page} t={asBoards(t)} sets={list} />
        </>
      ),
    });
  });

  app.get<{ Params: { id: string } }>('/sets/:id', (request, reply) =>
    orNotFoundPage(deps, request, reply, async () => {
      const data = await sets.set(request.params.id, request.site);
      return deps.render(request, reply, {
        name: 'set',
        title: data.set.name,
        content: ({ page, t }) => (
          <>
            <div id={SET_ROOT_ID}>
              <SetPage page={page} t={asBoards(t)} data={data} />
            </div>
            <ClientAssets files={deps.client} data={{ id: SET_DATA_ID, value: data }} />
          </>
        ),
      });
    }),
  );
}
