import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Guardar en tablero',
  'boards.save.remove': 'Quitar del tablero',
  'boards.save.signIn': 'Inicia sesión para guardar en un tablero',
  'boards.modal.titleNew': 'Guardar en un tablero nuevo',
  'boards.modal.titleChoose': 'Guardar en un tablero',
  'boards.modal.close': 'Cerrar',
  'boards.modal.showNew': 'Crear un tablero nuevo',
  'boards.modal.showChoose': 'Elegir un tablero existente',
  'boards.modal.name': 'Nombre del tablero',
  'boards.modal.nameTooLong': 'Usa como máximo {count} caracteres.',
  'boards.modal.create': 'Crear tablero',
  'boards.modal.filter': 'Buscar un tablero',
  'boards.modal.noMatch': 'Ningún tablero coincide con tu búsqueda.',
  'boards.modal.error': 'No ha funcionado. Inténtalo de nuevo.',
  'boards.toast.saved': 'Guardado en {name}',
  'boards.toast.removed': 'Quitado de {name}',
  'boards.toast.close': 'Cerrar mensaje',
  'boards.list.title': 'Tableros',
  'boards.list.empty': 'Aún no tienes tableros.',
  'boards.list.shared': 'Compartidos contigo',
  'boards.list.assets': 'Archivos: {count}',
  'boards.board.rename': 'Cambiar nombre',
  'boards.board.delete': 'Eliminar tablero',
  'boards.board.empty': 'Este tablero está vacío.',
  'boards.board.back': 'Todos los tableros',
};

export default messages;
