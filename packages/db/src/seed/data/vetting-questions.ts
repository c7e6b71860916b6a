import type { VETTING_SKILLS } from '@talanta/schema';

/**
 * The demo's assessment bank (issue 38): multiple-choice questions with one right answer for every
 * skill of the vetting list; five or more for the twenty most claimed, two or more for the rest.
 * Each entry is [prompt, choices with the right one first, explanation?]; the seed moves the right
 * choice to a varying place, and every attempt shuffles the choices again.
 */
export type DemoQuestion = readonly [prompt: string, choices: readonly string[], explanation?: string];

export const DEMO_VETTING_QUESTIONS: Record<(typeof VETTING_SKILLS)[number], readonly DemoQuestion[]> = {
  React: [
    [
      'What must the dependency array of useEffect list?',
      [
        'Every value from the component scope that the effect reads',
        'Only the state setters the effect calls',
        'Nothing: React tracks dependencies itself',
        'Only props, never state',
      ],
      'Omitting a value the effect reads leaves it with a stale closure.',
    ],
    [
      'Why does a list rendered with map need a stable key on each item?',
      [
        'So React can match items between renders and keep their state and DOM',
        'Because JSX refuses to compile arrays without keys',
        'So the browser can sort the items',
        'To make the items focusable',
      ],
    ],
    [
      'Calling setCount(count + 1) twice in one click handler increments count by how much?',
      ['1, because both calls read the same count of that render', '2', '0', 'It throws an error'],
      'Use the updater form setCount(c => c + 1) to apply both.',
    ],
    [
      'Which hook keeps a mutable value across renders without causing a re-render when it changes?',
      ['useRef', 'useState', 'useMemo', 'useContext'],
    ],
    [
      'What does React.memo do to a function component?',
      [
        'Skips re-rendering it when its props are shallowly equal to the last ones',
        'Caches its DOM nodes in localStorage',
        'Runs it on the server only',
        'Memoizes every function defined inside it',
      ],
    ],
  ],
  'Vue.js': [
    [
      'In Vue 3, which function makes a reactive reference to a single primitive value?',
      ['ref()', 'reactive()', 'computed()', 'watch()'],
    ],
    [
      'What does v-model on a custom component bind by default in Vue 3?',
      [
        'The modelValue prop and the update:modelValue event',
        'The value prop and the input event',
        'The v-bind object of all props',
        'A two-way ref shared through provide/inject',
      ],
    ],
    [
      'What is the difference between v-if and v-show?',
      [
        'v-if adds or removes the element; v-show toggles its CSS display',
        'v-show adds or removes the element; v-if toggles its CSS display',
        'They are aliases',
        'v-show only works on components',
      ],
    ],
  ],
  Angular: [
    [
      'Which decorator marks a class as available to Angular dependency injection as a service?',
      ['@Injectable()', '@Component()', '@Pipe()', '@Input()'],
    ],
    [
      'With ChangeDetectionStrategy.OnPush, when is a component checked?',
      [
        'When an input reference changes, an event fires in it, or it is marked for check',
        'On every browser animation frame',
        'Never after its first render',
        'Only when the router navigates',
      ],
    ],
  ],
  JavaScript: [
    ['What does typeof null return?', ['"object"', '"null"', '"undefined"', '"number"']],
    [
      'What is the output of [1, 2, 3].map(parseInt)?',
      ['[1, NaN, NaN]', '[1, 2, 3]', '[NaN, NaN, NaN]', '[1, 2, NaN]'],
      'map passes the index as parseInt’s radix: parseInt("2", 1) and parseInt("3", 2) are NaN.',
    ],
    [
      'In what order do these log: console.log("a"); setTimeout(() => console.log("b")); Promise.resolve().then(() => console.log("c"));',
      ['a, c, b', 'a, b, c', 'c, a, b', 'b, c, a'],
      'Promise callbacks are microtasks and run before the next timer task.',
    ],
    ['Which comparison is true?', ['null == undefined', 'null === undefined', 'NaN === NaN', '[] === []']],
    [
      'What does "const" guarantee about a variable holding an object?',
      [
        'The binding cannot be reassigned; the object can still be changed',
        'The object is deeply frozen',
        'The object cannot gain new properties',
        'The variable is hoisted and initialised to undefined',
      ],
    ],
  ],
  TypeScript: [
    [
      'What is the difference between unknown and any?',
      [
        'unknown must be narrowed before use; any turns type checking off',
        'any must be narrowed before use; unknown turns type checking off',
        'They are identical',
        'unknown can only hold primitives',
      ],
    ],
    [
      'What does Partial<T> produce?',
      [
        'T with every property optional',
        'T with every property readonly',
        'T without its methods',
        'A union of the property types of T',
      ],
    ],
    [
      'Which type only accepts the strings "get" and "post"?',
      ['"get" | "post"', 'string', 'enum<"get", "post">', 'string[]'],
    ],
    [
      'What does the "satisfies" operator do?',
      [
        'Checks a value against a type while keeping the value’s own narrower type',
        'Casts the value to the type without checking',
        'Declares a runtime validation',
        'Makes every property of the value required',
      ],
    ],
    [
      'In a discriminated union, what lets TypeScript narrow the type in a switch?',
      [
        'A common literal-typed property such as kind',
        'A class with a private constructor',
        'An index signature',
        'A generic parameter default',
      ],
    ],
  ],
  'Node.js': [
    [
      'Why should CPU-heavy work not run directly in a Node.js request handler?',
      [
        'It blocks the single event loop thread, so no other request is served meanwhile',
        'Node.js limits each handler to 100 ms',
        'V8 cannot optimise code inside handlers',
        'It leaks memory after every request',
      ],
    ],
    [
      'Which runs first after the current operation: a process.nextTick callback or a setImmediate callback?',
      ['process.nextTick', 'setImmediate', 'Whichever was scheduled first', 'They run in parallel'],
    ],
    [
      'What do streams with pipeline() give you when copying a large file to an HTTP response?',
      [
        'Backpressure and error handling without holding the whole file in memory',
        'Automatic gzip compression',
        'A cached copy of the file',
        'Parallel reads on several threads',
      ],
    ],
    [
      'What does an unhandled promise rejection do by default in current Node.js versions?',
      ['Crashes the process', 'Is silently ignored', 'Retries the promise', 'Logs a warning once a day'],
    ],
    [
      'In package.json, what does "type": "module" change?',
      [
        '.js files are loaded as ES modules',
        'The package can only be used in browsers',
        'TypeScript files are compiled on import',
        'Dependencies are installed flat',
      ],
    ],
  ],
  Python: [
    [
      'What is wrong with def add(item, items=[]): items.append(item); return items?',
      [
        'The default list is created once and shared between calls',
        'Lists cannot be default arguments',
        'append returns None, so the function returns None',
        'Nothing',
      ],
    ],
    [
      'What is the result of [x * 2 for x in range(3)]?',
      ['[0, 2, 4]', '[2, 4, 6]', '[0, 1, 2, 0, 1, 2]', '(0, 2, 4)'],
    ],
    ['Which of these types is immutable?', ['tuple', 'list', 'dict', 'set']],
    [
      'What does the "with" statement guarantee for a file opened by open()?',
      [
        'The file is closed when the block exits, even on an exception',
        'The file is read into memory at once',
        'The file is locked against other processes',
        'The file is opened in binary mode',
      ],
    ],
    [
      'What does the Global Interpreter Lock in CPython limit?',
      [
        'Only one thread executes Python bytecode at a time in a process',
        'Only one process may run Python on a machine',
        'Threads cannot do I/O',
        'Async functions cannot be awaited in threads',
      ],
    ],
  ],
  Django: [
    [
      'Which QuerySet method avoids N+1 queries when following a ForeignKey?',
      ['select_related()', 'only()', 'values()', 'distinct()'],
      'select_related joins the related table; prefetch_related is for many-valued relations.',
    ],
    [
      'When does a Django QuerySet hit the database?',
      [
        'When it is evaluated, for example iterated, sliced with a step, or len() is called',
        'As soon as filter() is called',
        'When the model class is imported',
        'Only when save() is called',
      ],
    ],
    [
      'Which command creates migration files from model changes?',
      [
        'python manage.py makemigrations',
        'python manage.py migrate',
        'python manage.py syncdb',
        'python manage.py sqlmigrate',
      ],
    ],
    [
      'What protects a Django form POST against cross-site request forgery?',
      [
        'The {% csrf_token %} tag with CsrfViewMiddleware',
        'The @login_required decorator',
        'ALLOWED_HOSTS',
        'SECURE_SSL_REDIRECT',
      ],
    ],
    [
      'What does F("stock") - 1 in an update() do?',
      [
        'Decrements the column in SQL, without a read-modify-write race in Python',
        'Reads the stock into Python and subtracts one',
        'Raises an error: F objects are read-only',
        'Creates a new field called stock - 1',
      ],
    ],
  ],
  Flask: [
    [
      'What is Flask’s "g" object for?',
      [
        'Data for the current request context, such as a database connection',
        'Global configuration shared by all requests',
        'The list of registered blueprints',
        'Background task scheduling',
      ],
    ],
    [
      'What do Flask blueprints provide?',
      [
        'A way to group routes, templates and handlers into reusable parts of an app',
        'Database migrations',
        'A production WSGI server',
        'Automatic API documentation',
      ],
    ],
  ],
  Java: [
    [
      'What must hold if two objects are equal according to equals()?',
      [
        'Their hashCode() values are equal',
        'They are the same instance',
        'Their toString() values are equal',
        'Nothing more',
      ],
    ],
    [
      'Which collection keeps insertion order and rejects duplicates?',
      ['LinkedHashSet', 'HashSet', 'TreeSet', 'ArrayList'],
    ],
    [
      'What does the volatile keyword guarantee for a field?',
      [
        'Writes by one thread are visible to reads by other threads',
        'Increments on it are atomic',
        'It cannot be changed after construction',
        'It is stored off the heap',
      ],
    ],
    [
      'What happens with try-with-resources when the block throws?',
      [
        'The resources are closed, and exceptions from close() are added as suppressed',
        'The resources stay open until garbage collection',
        'The exception is swallowed',
        'close() is skipped',
      ],
    ],
    [
      'Which functional interface takes an argument and returns a boolean?',
      ['Predicate<T>', 'Supplier<T>', 'Consumer<T>', 'Runnable'],
    ],
  ],
  'Spring Boot': [
    [
      'Why does calling a @Transactional method from another method of the same bean not start a transaction?',
      [
        'The call does not go through the Spring proxy that applies the transaction',
        'Transactions only work on static methods',
        'Spring forbids nested transactions',
        'The method must be final',
      ],
    ],
    [
      'Which annotation combines @Controller and @ResponseBody?',
      ['@RestController', '@Service', '@Repository', '@Component'],
    ],
    [
      'Where does Spring Boot read application settings from by default?',
      ['application.properties or application.yml', 'web.xml', 'pom.xml', 'spring.json'],
    ],
    [
      'What is the preferred way to inject a required dependency into a Spring bean?',
      [
        'Constructor injection',
        'Field injection with @Autowired',
        'A static setter',
        'new inside the method',
      ],
    ],
    [
      'Which starter adds health and metrics endpoints?',
      [
        'spring-boot-starter-actuator',
        'spring-boot-starter-web',
        'spring-boot-starter-test',
        'spring-boot-devtools',
      ],
    ],
  ],
  'C#': [
    [
      'What does "await" do inside an async method?',
      [
        'Returns control to the caller until the awaited task completes, then resumes',
        'Blocks the thread until the task completes',
        'Starts the task on a new thread',
        'Cancels the task after a timeout',
      ],
    ],
    [
      'What is the difference between a struct and a class in C#?',
      [
        'A struct is a value type copied on assignment; a class is a reference type',
        'A struct cannot have methods',
        'A class cannot implement interfaces',
        'There is none since C# 8',
      ],
    ],
    [
      'When is a LINQ query over an IEnumerable executed?',
      [
        'When it is enumerated, for example by foreach or ToList()',
        'When the query is declared',
        'When the program starts',
        'Only on a background thread',
      ],
    ],
    [
      'What does the "using" declaration guarantee for an IDisposable?',
      [
        'Dispose() is called when the scope ends',
        'The object is never garbage collected',
        'The object is thread-safe',
        'The object is cached',
      ],
    ],
    [
      'What does the ?. operator do in order?.Customer?.Name?',
      [
        'Returns null instead of throwing when any part is null',
        'Throws if any part is null',
        'Creates missing objects',
        'Converts the result to a string',
      ],
    ],
  ],
  '.NET': [
    [
      'In ASP.NET Core dependency injection, how long does a Scoped service live?',
      ['One HTTP request', 'The whole application', 'One method call', 'Until the garbage collector runs'],
    ],
    [
      'What does Entity Framework Core’s AsNoTracking() do?',
      [
        'Loads entities without change tracking, for read-only queries',
        'Disables lazy loading for the whole context',
        'Runs the query without a transaction',
        'Prevents the query from being logged',
      ],
    ],
  ],
  PHP: [
    [
      'How should user input be put into an SQL query with PDO?',
      [
        'With a prepared statement and bound parameters',
        'With addslashes()',
        'With string concatenation inside quotes',
        'With htmlspecialchars()',
      ],
    ],
    [
      'What does the === operator compare?',
      ['Value and type', 'Only value, after type juggling', 'Only type', 'Object identity only'],
    ],
    [
      'Which function should store a user’s password?',
      ['password_hash()', 'md5()', 'sha1()', 'base64_encode()'],
    ],
    [
      'What does Composer’s autoloader do?',
      [
        'Loads classes on first use from the paths mapped in composer.json',
        'Installs missing packages at runtime',
        'Compiles PHP to bytecode',
        'Caches database queries',
      ],
    ],
    ['What is the result of "10" + "5" in PHP?', ['15', '"105"', 'An error', '"10 5"']],
  ],
  Laravel: [
    [
      'How does Eloquent avoid N+1 queries when listing posts with their author?',
      [
        "Post::with('author')->get()",
        'Post::all() and then ->author on each',
        "Post::raw('author')",
        "Post::cache('author')",
      ],
    ],
    [
      'What protects a model from mass assignment of unexpected fields?',
      [
        'The $fillable (or $guarded) property',
        'The $hidden property',
        'The $casts property',
        'Route model binding',
      ],
    ],
  ],
  Ruby: [
    [
      'What is the difference between a symbol and a string in Ruby?',
      [
        'A symbol with a given name is one immutable object; strings are separate mutable objects',
        'Symbols can hold spaces; strings cannot',
        'Strings are faster to compare than symbols',
        'There is none',
      ],
    ],
    [
      'What does a method return when it has no explicit return?',
      ['The value of its last evaluated expression', 'nil always', 'self', 'true'],
    ],
  ],
  'Ruby on Rails': [
    [
      'Which ActiveRecord call loads the associated records up front to avoid N+1 queries?',
      ['includes(:comments)', 'where(:comments)', 'pluck(:comments)', 'find_each(:comments)'],
    ],
    [
      'What do strong parameters (params.require(:user).permit(:name)) prevent?',
      [
        'Mass assignment of attributes the form should not set',
        'SQL injection in every query',
        'Cross-site scripting in views',
        'Duplicate form submissions',
      ],
    ],
  ],
  Go: [
    [
      'What happens when you send on an unbuffered channel with no receiver ready?',
      [
        'The sender blocks until a receiver takes the value',
        'The value is dropped',
        'It panics',
        'The value is queued',
      ],
    ],
    [
      'How does a Go function usually report failure?',
      [
        'By returning an error as its last result',
        'By throwing an exception',
        'By returning -1',
        'By calling panic for every error',
      ],
    ],
    [
      'What does "defer f()" do?',
      [
        'Runs f when the surrounding function returns',
        'Runs f in a new goroutine',
        'Runs f after one second',
        'Skips f if an error occurred',
      ],
    ],
    [
      'What is the zero value of a map declared as var m map[string]int, and what happens on m["a"] = 1?',
      [
        'nil, and the assignment panics',
        'An empty map, and the assignment works',
        'nil, and the assignment is ignored',
        'It does not compile',
      ],
    ],
    [
      'How do you wait for several goroutines to finish?',
      ['sync.WaitGroup', 'time.Sleep', 'runtime.Gosched', 'os.Exit'],
    ],
  ],
  Rust: [
    [
      'What happens to a String after it is moved into another variable?',
      [
        'The original binding can no longer be used',
        'Both bindings share it',
        'It is copied',
        'It is dropped immediately',
      ],
    ],
    [
      'How many mutable references to a value may exist at the same time?',
      [
        'One, and no shared references meanwhile',
        'Any number',
        'Two',
        'None: Rust has no mutable references',
      ],
    ],
  ],
  Swift: [
    [
      'What does "guard let value = optional else { return }" do?',
      [
        'Unwraps the optional for the rest of the scope, or leaves the scope when it is nil',
        'Crashes when the optional is nil',
        'Unwraps only inside the else block',
        'Converts nil to a default value',
      ],
    ],
    [
      'What is the difference between a struct and a class in Swift?',
      [
        'Structs are value types copied on assignment; classes are reference types',
        'Classes cannot have initialisers',
        'Structs cannot conform to protocols',
        'There is none',
      ],
    ],
  ],
  Kotlin: [
    [
      'What does the ?: (Elvis) operator do in name ?: "Guest"?',
      [
        'Uses "Guest" when name is null',
        'Throws when name is null',
        'Compares name with "Guest"',
        'Casts name to String',
      ],
    ],
    [
      'What does a data class generate?',
      [
        'equals(), hashCode(), toString(), copy() and componentN() from the primary constructor',
        'A database table',
        'Getters only',
        'A singleton instance',
      ],
    ],
    [
      'What is the difference between val and var?',
      [
        'val cannot be reassigned; var can',
        'var is immutable; val is not',
        'val is for primitives only',
        'None',
      ],
    ],
    [
      'What does a suspend function allow?',
      [
        'Pausing without blocking the thread, to be resumed later by a coroutine',
        'Running on a new OS thread each time',
        'Skipping exception handling',
        'Calling it from any Java method directly',
      ],
    ],
    [
      'What does "object Registry { ... }" declare?',
      ['A singleton', 'An abstract class', 'An interface', 'A data class'],
    ],
  ],
  Flutter: [
    [
      'When should a widget be a StatefulWidget rather than a StatelessWidget?',
      [
        'When it holds state that changes during its lifetime and must rebuild the UI',
        'When it has children',
        'When it is used more than once',
        'When it draws text',
      ],
    ],
    [
      'What does calling setState() do?',
      [
        'Marks the State dirty so its build() runs again',
        'Saves state to disk',
        'Rebuilds the whole app',
        'Starts an animation',
      ],
    ],
    [
      'Why use const constructors for widgets where possible?',
      [
        'Identical const widgets are created once and can skip rebuilds',
        'They make widgets mutable',
        'They are required for hot reload',
        'They enable null safety',
      ],
    ],
    [
      'Which widget builds its children lazily as they scroll into view?',
      ['ListView.builder', 'Column', 'Stack', 'Wrap'],
    ],
    [
      'What is a Future in Dart?',
      [
        'A value or error that will be available later',
        'A widget that rebuilds periodically',
        'A thread',
        'A stream of many values',
      ],
    ],
  ],
  'React Native': [
    [
      'Which component should render a long, scrolling list of items?',
      ['FlatList', 'ScrollView with map()', 'View', 'SectionHeader'],
      'FlatList renders items lazily; a ScrollView renders all children at once.',
    ],
    [
      'How are styles written in React Native?',
      [
        'JavaScript objects, usually through StyleSheet.create, with flexbox layout',
        'CSS files imported per component',
        'XML layout files',
        'Inline HTML style strings',
      ],
    ],
    ['What is the default flexDirection in React Native?', ['column', 'row', 'row-reverse', 'none']],
    [
      'Which API reads the platform the app runs on?',
      ['Platform.OS', 'navigator.platform', 'process.platform', 'Device.type'],
    ],
    [
      'Where should an auth token be stored on the device?',
      [
        'In the platform’s secure storage (Keychain or Keystore), not in AsyncStorage',
        'In AsyncStorage in plain text',
        'In a global JavaScript variable only',
        'In the app bundle',
      ],
    ],
  ],
  PostgreSQL: [
    ['Which index type does CREATE INDEX build when USING is not given?', ['B-tree', 'Hash', 'GIN', 'BRIN']],
    [
      'What does SELECT ... FOR UPDATE do inside a transaction?',
      [
        'Locks the selected rows until the transaction ends, so others cannot change them',
        'Updates the rows immediately',
        'Locks the whole table against reads',
        'Returns only rows changed since the transaction began',
      ],
    ],
    [
      'Which index type suits searching inside jsonb documents or arrays?',
      ['GIN', 'B-tree', 'Hash', 'SP-GiST on text only'],
    ],
    [
      'What does EXPLAIN ANALYZE add over EXPLAIN?',
      [
        'It runs the query and shows actual times and row counts',
        'It rewrites the query',
        'It updates table statistics',
        'It creates missing indexes',
      ],
    ],
    [
      'What does INSERT ... ON CONFLICT (email) DO NOTHING need on the email column?',
      ['A unique index or constraint', 'A foreign key', 'A NOT NULL constraint only', 'A sequence'],
    ],
  ],
  MySQL: [
    [
      'Which storage engine gives MySQL transactions and row-level locking?',
      ['InnoDB', 'MyISAM', 'MEMORY', 'CSV'],
    ],
    [
      'How many bytes can one character take in the utf8mb4 character set?',
      ['Up to 4', 'Exactly 1', 'Up to 3', 'Exactly 2'],
      'utf8 (utf8mb3) stops at 3 bytes and cannot store emoji.',
    ],
    [
      'A composite index on (country, city) helps which WHERE clause?',
      ['country = ? AND city = ?', 'city = ? alone', "city LIKE '%a'", 'None of them'],
    ],
    [
      'What is the default transaction isolation level of InnoDB?',
      ['REPEATABLE READ', 'READ COMMITTED', 'SERIALIZABLE', 'READ UNCOMMITTED'],
    ],
    [
      'What does EXPLAIN show for a SELECT?',
      [
        'The execution plan: tables, indexes used and estimated rows',
        'The query’s result',
        'The locks taken',
        'The binary log position',
      ],
    ],
  ],
  MongoDB: [
    [
      'What is the default maximum size of a single MongoDB document?',
      ['16 MB', '1 MB', '64 MB', 'No limit'],
    ],
    [
      'Which aggregation stage joins documents from another collection?',
      ['$lookup', '$group', '$unwind', '$project'],
    ],
    [
      'What does an index on { createdAt: 1 } with expireAfterSeconds do?',
      [
        'Deletes documents once they are older than the given seconds',
        'Archives documents',
        'Sorts the collection on disk',
        'Limits reads per second',
      ],
    ],
    [
      'Which write concern waits until a majority of replica set members have the write?',
      ['w: "majority"', 'w: 0', 'w: 1', 'j: false'],
    ],
    [
      'What does updateOne({ _id }, { $inc: { stock: -1 } }) guarantee?',
      [
        'The decrement is applied atomically to that one document',
        'The whole collection is locked',
        'Nothing if two run at once',
        'The document is replaced',
      ],
    ],
  ],
  Redis: [
    [
      'What does SET key value NX EX 30 do?',
      [
        'Sets the key only if it does not exist, expiring in 30 seconds',
        'Sets the key and deletes it after 30 reads',
        'Appends to the key for 30 seconds',
        'Always overwrites the key and never expires it',
      ],
    ],
    ['Which Redis data type fits a leaderboard ranked by score?', ['Sorted set', 'List', 'Hash', 'String']],
  ],
  GraphQL: [
    [
      'What usually causes the N+1 problem in a GraphQL server, and what fixes it?',
      [
        'Resolvers fetching each child separately; batching with a DataLoader',
        'Too many mutations; using subscriptions',
        'Large schemas; splitting them into files',
        'Introspection; turning it off',
      ],
    ],
    [
      'What is a GraphQL mutation?',
      ['An operation meant to change data', 'A read-only query', 'A schema migration', 'A type alias'],
    ],
  ],
  'REST APIs': [
    [
      'Which HTTP method is idempotent: repeating the same request leaves the same result?',
      ['PUT', 'POST', 'PATCH (always)', 'CONNECT'],
    ],
    [
      'Which status code fits a request that conflicts with the current state, such as a second submission?',
      ['409 Conflict', '200 OK', '404 Not Found', '500 Internal Server Error'],
    ],
    [
      'What should a successful POST that creates a resource answer?',
      [
        '201 Created, with the new resource or its location',
        '200 OK with an empty body always',
        '204 No Content',
        '302 Found',
      ],
    ],
  ],
  AWS: [
    [
      'Which service stores objects such as uploaded files with eleven nines of durability?',
      ['Amazon S3', 'Amazon EBS', 'Amazon EC2 instance store', 'Amazon ElastiCache'],
    ],
    [
      'What is the safe way to give an EC2 instance access to S3?',
      [
        'An IAM role attached to the instance',
        'Access keys in the source code',
        'The root account’s keys',
        'A public bucket',
      ],
    ],
    [
      'What is the maximum run time of one AWS Lambda invocation?',
      ['15 minutes', '5 minutes', '1 hour', 'Unlimited'],
    ],
    [
      'What does a security group do?',
      [
        'Filters traffic to and from resources such as instances, statefully',
        'Encrypts EBS volumes',
        'Groups IAM users',
        'Backs up databases',
      ],
    ],
    [
      'Which service queues messages between parts of a system?',
      ['Amazon SQS', 'Amazon Route 53', 'Amazon CloudFront', 'AWS CloudTrail'],
    ],
  ],
  'Google Cloud': [
    [
      'Which service runs stateless containers that scale to zero with requests?',
      ['Cloud Run', 'Compute Engine', 'Cloud Storage', 'BigQuery'],
    ],
    [
      'What is BigQuery?',
      [
        'A serverless data warehouse queried with SQL',
        'A key-value cache',
        'A container registry',
        'A DNS service',
      ],
    ],
  ],
  Azure: [
    [
      'Which Azure service hosts web apps without managing virtual machines?',
      ['Azure App Service', 'Azure Virtual Machines', 'Azure Blob Storage', 'Azure DNS'],
    ],
    [
      'Where should an Azure app keep secrets such as connection strings?',
      [
        'Azure Key Vault',
        'In appsettings.json in the repository',
        'In a public Blob container',
        'In the VM’s desktop',
      ],
    ],
  ],
  Docker: [
    [
      'Why copy package.json and install dependencies before copying the rest of the source in a Dockerfile?',
      [
        'So the dependency layer is cached and reused when only source files change',
        'Because COPY . . cannot copy package.json',
        'So the image runs as a non-root user',
        'It makes the container start in parallel',
      ],
    ],
    [
      'What is the difference between CMD and ENTRYPOINT?',
      [
        'ENTRYPOINT sets the executable; CMD gives default arguments that docker run can replace',
        'CMD runs at build time; ENTRYPOINT at run time',
        'They are identical',
        'ENTRYPOINT is only for Windows images',
      ],
    ],
    [
      'What do multi-stage builds help with?',
      [
        'Keeping build tools out of the final image, so it is smaller',
        'Running several containers from one image',
        'Building images for several registries at once',
        'Sharing volumes between containers',
      ],
    ],
    [
      'Where should a container keep data that must survive the container being removed?',
      ['In a volume', 'In the container’s writable layer', 'In /tmp', 'In an environment variable'],
    ],
    [
      'What does .dockerignore do?',
      [
        'Keeps files out of the build context sent to the builder',
        'Hides containers from docker ps',
        'Ignores failed build steps',
        'Skips image layers on pull',
      ],
    ],
  ],
  Kubernetes: [
    ['What is the smallest deployable unit in Kubernetes?', ['A Pod', 'A container', 'A Node', 'A Service']],
    [
      'What does a readiness probe decide?',
      [
        'Whether the Pod receives traffic from Services',
        'Whether the container is restarted',
        'How many replicas run',
        'Which node the Pod is scheduled on',
      ],
    ],
  ],
  Git: [
    [
      'What does git rebase main do on a feature branch?',
      [
        'Replays the branch’s commits on top of main, rewriting them',
        'Merges main into the branch with a merge commit',
        'Deletes the branch',
        'Pushes the branch to main',
      ],
    ],
    [
      'Which command undoes a commit already pushed to a shared branch without rewriting history?',
      ['git revert <commit>', 'git reset --hard HEAD~1', 'git commit --amend', 'git push --force'],
    ],
    [
      'What does git stash do?',
      [
        'Saves uncommitted changes and cleans the working tree',
        'Deletes untracked files',
        'Creates a new branch',
        'Squashes commits',
      ],
    ],
    [
      'What is the difference between git fetch and git pull?',
      [
        'fetch downloads remote changes; pull fetches and then merges or rebases them',
        'pull downloads only tags',
        'fetch changes the working tree',
        'They are the same',
      ],
    ],
    [
      'Which command shows who last changed each line of a file?',
      ['git blame', 'git log --oneline', 'git diff', 'git show-ref'],
    ],
  ],
};
