import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Uložit na nástěnku',
  'boards.save.remove': 'Odebrat z nástěnky',
  'boards.save.signIn': 'Přihlaste se a ukládejte na nástěnku',
  'boards.modal.titleNew': 'Uložit na novou nástěnku',
  'boards.modal.titleChoose': 'Uložit na nástěnku',
  'boards.modal.close': 'Zavřít',
  'boards.modal.showNew': 'Vytvořit novou nástěnku',
  'boards.modal.showChoose': 'Vybrat existující nástěnku',
  'boards.modal.name': 'Název nástěnky',
  'boards.modal.nameTooLong': 'Použijte nejvýše {count} znaků.',
  'boards.modal.create': 'Vytvořit nástěnku',
  'boards.modal.filter': 'Najít nástěnku',
  'boards.modal.noMatch': 'Vašemu hledání neodpovídá žádná nástěnka.',
  'boards.modal.error': 'Nepodařilo se to. Zkuste to prosím znovu.',
  'boards.toast.saved': 'Uloženo na nástěnku {name}',
  'boards.toast.removed': 'Odebráno z nástěnky {name}',
  'boards.toast.close': 'Zavřít zprávu',
  'boards.list.title': 'Nástěnky',
  'boards.list.empty': 'Zatím nemáte žádné nástěnky.',
  'boards.list.shared': 'Sdíleno s vámi',
  'boards.list.assets': 'Soubory: {count}',
  'boards.board.rename': 'Přejmenovat',
  'boards.board.delete': 'Smazat nástěnku',
  'boards.board.empty': 'Tato nástěnka je prázdná.',
  'boards.board.back': 'Všechny nástěnky',
};

export default messages;
