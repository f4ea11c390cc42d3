import { graphql, type ResultOf } from '@pod/platform';

/** The category tree of the picker's tree select: titles only, 9 levels (spec 002 §2.2). */
export const PICKER_CATEGORIES_QUERY = graphql(`
  query ClipartPickerCategories($userID: ID) {
    clipartCategories(userID: $userID) {
      hits {
        id title numberOfCliparts
        children { id title numberOfCliparts
          children { id title numberOfCliparts
            children { id title numberOfCliparts
              children { id title numberOfCliparts
                children { id title numberOfCliparts
                  children { id title numberOfCliparts
                    children { id title numberOfCliparts
                      children { id title numberOfCliparts }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** Spec 002 §7: the picker asks for every clipart (page -1, pageSize -1) and gets id, file and category. */
export const PICKER_CLIPARTS_QUERY = graphql(`
  query ClipartPickerCliparts($categoryID: [ID!], $userID: ID) {
    cliparts(categoryID: $categoryID, page: -1, pageSize: -1, userID: $userID) {
      count
      hits {
        id
        title
        file { id key file_name url }
        thumbnail { id key }
        category { id title }
      }
    }
  }
`);

export type PickedClipart = ResultOf<typeof PICKER_CLIPARTS_QUERY>['cliparts']['hits'][number];
export type PickerCategory = ResultOf<typeof PICKER_CATEGORIES_QUERY>['clipartCategories']['hits'][number];
