/**
 * The migrations of the release at commit 78cc94e (all then in features/catalogue/migrations),
 * each with the SHA-256 of its text. The upgrade test builds that release's database from the
 * files as they are now, so it also checks that none of them has been edited since: an applied
 * migration never runs again, and an edit would split old databases from new ones.
 */
export const RELEASE_78CC94E_MIGRATIONS: ReadonlyArray<{ name: string; sha256: string }> = [
  {
    name: '202611211900_catalogue.sql',
    sha256: '34a6c3c9f0002c9422a31d56f2f9e16dc671fdf03fb5d297e821e43ec61131d2',
  },
  {
    name: '202611212000_asset_withdrawal.sql',
    sha256: '2c8f484e852a1690b18b428a5326466fbd658c5b2bf363a39da6e2666801d647',
  },
  {
    name: '202611212100_value_slugs.sql',
    sha256: '0e2ef94b5a62c33836b0752371100649fa7c1aceffdc3836d364697bc6134c8f',
  },
  {
    name: '202611212130_curated_sets.sql',
    sha256: 'fd056a6ba45e87dca251f40f2c5ad59a1439970dbde22be35c60602554dced4d',
  },
  {
    name: '202611220900_search_table.sql',
    sha256: '43a8fa2e7c534e5a124f3bf794c98b8555bdad1513504bf08174963883d349d8',
  },
  {
    name: '202611221000_search_terms.sql',
    sha256: 'be94194fa070a15793468049877d9424f9e9f0f51770e3d3adda02c46c1a4b6e',
  },
  {
    name: '202611221100_visual_search.sql',
    sha256: '6f8dcbbc1c8e015e9ea3c5efe4745712c65d7373cdc4190236b96b9286da02e1',
  },
  {
    name: '202611221300_search_table_visual.sql',
    sha256: 'fff4b43658a972880ff01710e255c6d4b60bb73dbe6589b3a23795679a41da79',
  },
  {
    name: '202611221400_accent_folding.sql',
    sha256: '9ecfd1b99fe5bee264905bbeb05cbe9722992aa50766e3946e4cd9cef8855120',
  },
  {
    name: '202611221500_search_filter_index.sql',
    sha256: 'ba79e6bbf4c1eb041b0b15bb3f302ff1396c82d1bf56cf84368deb4b45f8dd38',
  },
  {
    name: '202611221600_search_layout.sql',
    sha256: 'e0408c6f5f5041eb5597e108864b33ecda94ec39762fb6cf2b088c0742dca66b',
  },
  {
    name: '202611230900_metadata_language.sql',
    sha256: 'e251de628e48a5812752574982d7d8c959b31ef5c6ebbe3e0e9092065677d7ac',
  },
  {
    name: '202611231000_search_filter_index_per_type.sql',
    sha256: '29f4e8e1213922c4d2b8f54ffaaca3095e6387f16c00fb9cc850266485acbe80',
  },
  {
    name: '202611231100_keyword_numbers.sql',
    sha256: 'e02d847eb73c12d694e842faafb1c2ec96ce59f7ce5e3f4bd2dd971223061906',
  },
  {
    name: '202611231200_search_document_index_per_type.sql',
    sha256: '84ab2ea600517789a68bb0f794addc1bd176c4431962e00f1eb9ca2ac10b0b11',
  },
  {
    name: '202611231300_related_candidates_function.sql',
    sha256: '538a6aebb048012b877ce62723a8913772c9d3520a07089fabc9dc853fc0e20b',
  },
  {
    name: '202611231400_asset_keywords_from_transition.sql',
    sha256: '70ced67e8b39232b8e3daddba45d88953ac3f814fad4ebd434d42905d0e3ace3',
  },
  {
    name: '202611241000_search_filter_tags.sql',
    sha256: '32b25bd4bcb8f17a6062fad0c52094fdc9497b84d87beecdc6e83460a7dfd174',
  },
  {
    name: '202611241100_related_candidates_phrase_once.sql',
    sha256: '05e44e039c053a46e700b398cb3920743c3ad9aab190c0bf57e27f5d3986d692',
  },
  {
    name: '202611251000_related_candidates_plan_cache.sql',
    sha256: '1b1d5f38487e17b471b61756ceafebc6407a5a6dda0dfb28ed27b7dda04ef575',
  },
  {
    name: '202611251100_people_like_function.sql',
    sha256: '4dbf742943534d4e86772d693964677995bebfaa598719b5f55adbb8d7f0266c',
  },
];
