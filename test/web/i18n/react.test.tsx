import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextsProvider, Trans, useTranslation } from '../../../web/src/i18n/react.tsx';
import { Translator } from '../../../web/src/i18n/translator.ts';

// The texts as the components get them: `t` of the language shown, and a sentence with a link in it.

const texts = new Translator('de', {
  team: { assigned: 'hat <task>{{task}}</task> {{assignee}} zugewiesen', title: 'Team' },
});
texts.addTexts('en', { team: { assigned: 'assigned <task>{{task}}</task> to {{assignee}}' } });

function Title() {
  const { t, i18n } = useTranslation();
  return (
    <h1>
      {t('team.title')} ({i18n.language})
    </h1>
  );
}

const render = (element: ReactElement) =>
  renderToStaticMarkup(<TextsProvider translator={texts}>{element}</TextsProvider>);

describe('texts in components', () => {
  it('gives a component the t of the language shown', () => {
    texts.changeLanguage('en');
    expect(render(<Title />)).toBe('<h1>Team (en)</h1>');
  });

  it('puts the values in and shows the tagged part in its component', () => {
    texts.changeLanguage('de');
    const assigned = (task: string) =>
      render(
        <Trans
          i18nKey="team.assigned"
          values={{ task, assignee: 'Anna' }}
          components={{ task: <a href="#task-1" className="task" /> }}
        />,
      );
    expect(assigned('Standbau')).toBe('hat <a href="#task-1" class="task">Standbau</a> Anna zugewiesen');
    // A name that reads like a tag is text, not another part.
    expect(assigned('<b>Strom</b>')).toBe(
      'hat <a href="#task-1" class="task">&lt;b&gt;Strom&lt;/b&gt;</a> Anna zugewiesen',
    );
    texts.changeLanguage('en');
    expect(assigned('Power')).toBe('assigned <a href="#task-1" class="task">Power</a> to Anna');
  });

  it('needs the provider', () => {
    expect(() => renderToStaticMarkup(<Title />)).toThrow('outside <TextsProvider>');
  });
});
