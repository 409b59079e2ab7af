import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Tallenna tauluun',
  'boards.save.remove': 'Poista taulusta',
  'boards.save.signIn': 'Kirjaudu sisään tallentaaksesi tauluun',
  'boards.modal.titleNew': 'Tallenna uuteen tauluun',
  'boards.modal.titleChoose': 'Tallenna tauluun',
  'boards.modal.close': 'Sulje',
  'boards.modal.showNew': 'Luo uusi taulu',
  'boards.modal.showChoose': 'Valitse olemassa oleva taulu',
  'boards.modal.name': 'Taulun nimi',
  'boards.modal.nameTooLong': 'Käytä enintään {count} merkkiä.',
  'boards.modal.create': 'Luo taulu',
  'boards.modal.filter': 'Etsi taulu',
  'boards.modal.noMatch': 'Haullasi ei löytynyt tauluja.',
  'boards.modal.error': 'Se ei onnistunut. Yritä uudelleen.',
  'boards.toast.saved': 'Tallennettu tauluun {name}',
  'boards.toast.removed': 'Poistettu taulusta {name}',
  'boards.toast.close': 'Sulje ilmoitus',
  'boards.list.title': 'Taulut',
  'boards.list.empty': 'Sinulla ei ole vielä tauluja.',
  'boards.list.shared': 'Jaettu kanssasi',
  'boards.list.assets': 'Tiedostot: {count}',
  'boards.board.rename': 'Nimeä uudelleen',
  'boards.board.delete': 'Poista taulu',
  'boards.board.empty': 'Tämä taulu on tyhjä.',
  'boards.board.back': 'Kaikki taulut',
};

export default messages;
